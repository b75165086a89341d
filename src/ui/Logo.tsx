import { Box, Text } from '@chakra-ui/react';
import { appName } from '../i18n/shell';

/**
 * The product mark (the same drawing as the favicon and the app icons, scripts/make-icons.mjs),
 * inline so the logo costs no request and shows offline. Its brand colours stay the same in dark:
 * the blue tile carries its own white.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="9" fill="#2563eb" />
      <path d="M11 18a7 7 0 0 1 12-4.9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M25 18a7 7 0 0 1-12 4.9" fill="none" stroke="#bfdbfe" strokeWidth="3" strokeLinecap="round" />
      <circle cx="18" cy="18" r="2.5" fill="#fff" />
    </svg>
  );
}

/** Mark and product name. */
export function Logo() {
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="2">
      <LogoMark />
      <Text as="span" fontWeight="bold" fontSize="lg" color="fg" whiteSpace="nowrap">
        {appName}
      </Text>
    </Box>
  );
}
