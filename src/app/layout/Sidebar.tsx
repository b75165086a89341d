import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { layoutTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { Avatar } from '../../ui/Avatar';
import { Logo } from '../../ui/Logo';
import { paths } from '../../routing/paths';
import { canSwitchAccount, menuFor } from './menu';
import { SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from './useMenuCollapse';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = {
  collapsed: boolean;
  /** On narrow screens the open menu lies over the content instead of beside it. */
  overlay: boolean;
  /** Called after any menu tap, so a narrow screen can close the menu. */
  onNavigate: () => void;
};

/** Spec "Layout and side menu": who is signed in, for which account, and where they can go. */
export function Sidebar({ collapsed, overlay, onNavigate }: SidebarProps) {
  const { user, accounts, selectedAccount, logout } = useSession();
  const [location, navigate] = useLocation();
  // Without a chosen account every menu target would send the user back to '/', so none is offered.
  const items = selectedAccount ? menuFor(selectedAccount.tenancy) : [];

  const go = (to: string) => {
    onNavigate();
    navigate(to);
  };

  return (
    <Flex
      id={SIDEBAR_ID}
      hidden={collapsed}
      display={collapsed ? undefined : 'flex'}
      direction="column"
      position="fixed"
      insetStart="0"
      top="0"
      h="100dvh"
      w={SIDEBAR_WIDTH}
      bg="white"
      borderEndWidth="1px"
      borderColor="gray.200"
      zIndex={overlay ? 'modal' : 'sticky'}
      shadow={overlay ? 'xl' : undefined}
      overflowY="auto"
    >
      <Flex h={TOP_BAR_HEIGHT} align="center" px="5" flexShrink={0}>
        <Logo />
      </Flex>

      <Stack align="center" gap="1" px="4" py="5" textAlign="center">
        <Avatar firstName={user?.first_name} lastName={user?.last_name} size="64px" />
        <Text fontWeight="semibold" mt="2" wordBreak="break-word">
          {user ? `${user.first_name} ${user.last_name}` : ''}
        </Text>
        {selectedAccount && (
          <Text fontSize="sm" color="gray.600" wordBreak="break-word">
            {selectedAccount.account_reference}
          </Text>
        )}
      </Stack>

      <Box as="nav" aria-label={layoutTexts.mainMenu} px="3" flex="1">
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {items.map((item) => {
            const current = location === item.to;
            return (
              <li key={item.to}>
                <AppLink
                  href={item.to}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  display="block"
                  px="4"
                  py="2.5"
                  borderRadius="md"
                  fontWeight={current ? 'semibold' : 'medium'}
                  color={current ? 'blue.800' : 'gray.700'}
                  bg={current ? 'blue.50' : undefined}
                  textDecoration="none"
                  _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                >
                  {item.label}
                </AppLink>
              </li>
            );
          })}
        </Stack>
      </Box>

      <Stack gap="2" p="4" flexShrink={0}>
        {canSwitchAccount(accounts.length) && (
          <Button variant="outline" onClick={() => go(paths.home)}>
            {layoutTexts.switchAccount}
          </Button>
        )}
        <Button
          colorPalette="red"
          variant="subtle"
          onClick={() => {
            logout();
            go(paths.home);
          }}
        >
          {layoutTexts.logout}
        </Button>
      </Stack>
    </Flex>
  );
}
