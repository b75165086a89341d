import { Stack } from '@chakra-ui/react';
import { placeholderTexts } from '../../i18n/shell';
import { LogoMark } from '../../ui/Logo';
import { PageTitle } from '../../ui/PageTitle';

/** /dashboard/packages: the specification's own placeholder, a logo and a heading only. */
export function PackagesPage() {
  return (
    <Stack align="flex-start" gap="4">
      <LogoMark size={64} />
      <PageTitle>{placeholderTexts.packages}</PageTitle>
    </Stack>
  );
}
