import { useId, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { PackageInfo } from '../../api/contract';
import { subscribePackageTexts as texts } from '../../i18n/subscribe';

type SubProduct = PackageInfo['packageProduct']['subProducts'][number];

/** Spec 2 "Subscribe package": the package's name and description, and what it includes. */
export function PackageSummary({ pkg }: { pkg: PackageInfo }) {
  const products = pkg.packageProduct.subProducts;
  return (
    <Stack gap="3" mb="6">
      <Heading as="h2" size="xl">
        {pkg.name}
      </Heading>
      <Text color="fg.muted">{pkg.description}</Text>
      {products.length > 0 && (
        <Box as="section" aria-label={texts.products}>
          <Heading as="h3" size="md" mb="2">
            {texts.products}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
            {products.map((product) => (
              <SubProductItem key={product.id} product={product} />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/** A disclosure: the product's name is a button that shows or hides its description. */
function SubProductItem({ product }: { product: SubProduct }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Button
        variant="ghost"
        width="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {product.name}
        <Box as="span" aria-hidden="true">
          {open ? '−' : '+'}
        </Box>
      </Button>
      <Box id={panelId} hidden={!open} px="4" pb="3">
        <Text color="fg.muted">{product.description}</Text>
      </Box>
    </Box>
  );
}
