import { Button, Field, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { tableTexts as texts } from '../i18n/table';
import { PAGE_SIZES, pageRange, pageWindow } from './table-model';

export type DataTablePagerProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** Rows per page, where the shown rows sit in the list, and at most 5 page buttons with previous/next. */
export function DataTablePager({ page, pageCount, pageSize, total, onPage, onPageSize }: DataTablePagerProps) {
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      gap="3"
      mt="4"
    >
      <HStack gap="4">
        <Field.Root flexDirection="row" alignItems="center" gap="2" w="auto">
          <Field.Label fontWeight="normal" whiteSpace="nowrap">
            {texts.rowsPerPage}
          </Field.Label>
          <NativeSelect.Root size="sm" w="5rem">
            <NativeSelect.Field name="page_size" value={pageSize} bg="bg.panel" onChange={(event) => onPageSize(Number(event.currentTarget.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {texts.range(from, to, total)}
        </Text>
      </HStack>
      <Flex as="nav" aria-label={texts.pagination} wrap="wrap" gap="1">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {texts.previous}
        </Button>
        {pageWindow(page, pageCount).map((number) => (
          <Button
            key={number}
            size="sm"
            variant={number === page ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-label={texts.page(number)}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {texts.next}
        </Button>
      </Flex>
    </Flex>
  );
}
