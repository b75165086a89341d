import { forwardRef } from 'react';
import { Box, Flex, type FlexProps } from '@chakra-ui/react';
import { SnackbarContent, type CustomContentProps, type VariantType } from 'notistack';

/**
 * Dark enough for white text (4.5:1 and more), unlike notistack's own greens and blues, in light
 * and dark alike: fixed shades, as the palettes' `solid` ones fall short under white (green 3.3:1)
 * and their `fg` ones turn light in dark. On a black page the grey one lifts a step (gray.700,
 * white 10.4:1) to stand out from it.
 */
const BACKGROUNDS: Record<VariantType, FlexProps['bg']> = {
  default: { base: 'gray.800', _dark: 'gray.700' },
  success: 'green.700',
  error: 'red.700',
  warning: 'orange.700',
  info: 'blue.700',
};

/**
 * One toast. An error interrupts (role="alert"); anything else is read when the reader is free
 * (role="status"). notistack's own content makes every toast an alert and gives them all one id.
 */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, action, variant, style, className },
  ref,
) {
  return (
    <SnackbarContent ref={ref} role={variant === 'error' ? 'alert' : 'status'} style={style} className={className}>
      <Flex
        align="center"
        gap="3"
        w="full"
        minW={{ sm: '288px' }}
        px="4"
        py="2.5"
        borderRadius="md"
        bg={BACKGROUNDS[variant]}
        color="white"
        fontSize="sm"
        boxShadow="lg"
      >
        <Box flex="1">{message}</Box>
        {typeof action === 'function' ? action(id) : action}
      </Flex>
    </SnackbarContent>
  );
});

/** For SnackbarProvider's `Components`: every variant drawn by ToastContent. */
export const toastComponents: Record<VariantType, typeof ToastContent> = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
