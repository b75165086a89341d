import type { ReactNode } from 'react';
import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'wouter';
import { layoutTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { Avatar } from '../../ui/Avatar';
import { Logo } from '../../ui/Logo';
import { paths } from '../../routing/paths';
import { TOP_BAR_HEIGHT } from '../../ui/frame-sizes';
import { canSwitchAccount, menuFor } from './menu';

/**
 * Spec "Layout and side menu": who is signed in, for which account, and where they can go. The
 * same content beside the page (Sidebar) and over it (MenuDrawer).
 * `onNavigate` is called after any menu tap, so a narrow screen can close the menu; `closeControl`
 * (the drawer's close button) sits beside the logo.
 */
export function MenuPanel({ onNavigate, closeControl }: { onNavigate: () => void; closeControl?: ReactNode }) {
  const { user, accounts, selectedAccount, logout } = useSession();
  const [location, navigate] = useLocation();
  // Without a chosen account every menu target would send the user back to '/', so none is offered.
  const items = selectedAccount ? menuFor(selectedAccount.tenancy) : [];

  const go = (to: string) => {
    onNavigate();
    navigate(to);
  };

  return (
    <>
      <Flex flexShrink="0" align="center" justify="space-between" h={TOP_BAR_HEIGHT} px="5">
        <Logo />
        {closeControl}
      </Flex>

      <Stack align="center" gap="1" px="4" py="5" textAlign="center" overflowWrap="anywhere">
        <Avatar firstName={user?.first_name} lastName={user?.last_name} size="2xl" />
        <Text mt="2" fontWeight="semibold">
          {user ? `${user.first_name} ${user.last_name}` : ''}
        </Text>
        {selectedAccount && (
          <Text fontSize="sm" color="fg.muted">
            {selectedAccount.account_reference}
          </Text>
        )}
      </Stack>

      <Box as="nav" aria-label={layoutTexts.mainMenu} flex="1" px="3">
        <Stack as="ul" gap="1" m="0" p="0" listStyleType="none">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                asChild
                variant="plain"
                display="block"
                px="4"
                py="2.5"
                borderRadius="md"
                fontWeight="medium"
                color="fg.muted"
                textDecoration="none"
                focusVisibleRing="outside"
                _hover={{ bg: 'bg.muted' }}
                _currentPage={{ fontWeight: 'semibold', color: 'blue.fg', bg: 'blue.subtle' }}
              >
                <RouterLink href={item.to} onClick={onNavigate} aria-current={location === item.to ? 'page' : undefined}>
                  {item.label}
                </RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      </Box>

      <Stack flexShrink="0" gap="2" p="4">
        {canSwitchAccount(accounts.length) && (
          <Button variant="outline" onClick={() => go(paths.home)}>
            {layoutTexts.switchAccount}
          </Button>
        )}
        <Button
          variant="subtle"
          colorPalette="red"
          onClick={() => {
            logout();
            go(paths.home);
          }}
        >
          {layoutTexts.logout}
        </Button>
      </Stack>
    </>
  );
}
