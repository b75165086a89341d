import { useMemo, type ReactNode } from 'react';
import { useRecipe } from '@chakra-ui/react';
import { ChakraClasses, type Look } from '../../ui/ChakraClasses';
import type { MemberStatus } from './member-rules';

/** The palette of each invitation status's badge. */
export const statusPalette: Record<MemberStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  canceled: 'gray',
  expired: 'orange',
  declined: 'red',
};

type StatusLook = `status-${MemberStatus}`;
export type MemberLook =
  | StatusLook | 'suspended' | 'statusGroup' | 'text' | 'mutedText' | 'actions' | 'actionRow' | 'editButton' | 'removeButton';
export type MemberClasses = Record<MemberLook, string>;

const STATUSES = Object.keys(statusPalette) as MemberStatus[];

/**
 * The looks a page of member rows repeats, as the Chakra components they stand for draw them:
 * `<Badge colorPalette>` per status and 'Suspended' (`variant="outline"`, red), the status
 * `<Flex as="span" gap="1.5" wrap="wrap" display="inline-flex">`, `<Text as="span">` for
 * addresses, the actions' `<Stack gap="1">` and `<HStack gap="2">`, and
 * `<Button size="xs" variant="outline">` in blue (edit, re-invite) and red (cancel). Resolved once
 * per table (ChakraClasses), not per row: ten rows drew some ninety of these elements.
 */
export function MemberLooks({ children }: { children: (classes: MemberClasses) => ReactNode }) {
  const badge = useRecipe({ key: 'badge' });
  const button = useRecipe({ key: 'button' });
  const looks = useMemo((): Record<MemberLook, Look> => {
    // As the components do: the recipe takes the variants and the palette, the element the palette too.
    const badgeLook = (colorPalette: string, variant?: 'outline'): Look => ({
      className: badge.className,
      styles: [badge(badge.splitVariantProps({ colorPalette, ...(variant ? { variant } : {}) })[0]), { colorPalette }],
    });
    const buttonLook = (colorPalette: string): Look => ({
      className: button.className,
      styles: [button(button.splitVariantProps({ size: 'xs', variant: 'outline', colorPalette })[0]), { colorPalette }],
    });
    const statusLooks = Object.fromEntries(STATUSES.map((status) => [`status-${status}`, badgeLook(statusPalette[status])])) as Record<StatusLook, Look>;
    return {
      ...statusLooks,
      suspended: badgeLook('red', 'outline'),
      statusGroup: { styles: [{ display: 'inline-flex', flexWrap: 'wrap', gap: '1.5' }] },
      text: { styles: [{ overflowWrap: 'break-word' }] },
      mutedText: { styles: [{ color: 'fg.muted', overflowWrap: 'break-word' }] },
      actions: { className: 'chakra-stack', styles: [{ display: 'flex', flexDirection: 'column', gap: '1' }] },
      actionRow: { className: 'chakra-stack', styles: [{ display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '2' }] },
      editButton: buttonLook('blue'),
      removeButton: buttonLook('red'),
    };
  }, [badge, button]);
  return <ChakraClasses looks={looks}>{children}</ChakraClasses>;
}
