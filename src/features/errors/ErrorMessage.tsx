import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { paths } from '../../routing/paths';
import { errorPageTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** The shared body of the error pages: what happened, and the way back home. */
export function ErrorMessage({ code, title, body }: { code?: string; title: string; body?: string }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="8">
      {code && (
        <Text fontSize="6xl" fontWeight="bold" color="blue.fg" lineHeight="1" aria-hidden="true">
          {code}
        </Text>
      )}
      <PageTitle>{title}</PageTitle>
      {body && <Text color="fg.muted">{body}</Text>}
      <Button asChild colorPalette="blue" mt="2">
        <Link href={paths.home}>{errorPageTexts.goHome}</Link>
      </Button>
    </Stack>
  );
}
