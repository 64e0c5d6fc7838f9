import { AppBar, UserMenu, useGetIdentity } from 'react-admin';

/**
 * The header's account button shows the admin's name, so its accessible name says the same (WCAG 2.5.3,
 * label in name): a screen-reader user hears what a sighted user reads.
 */
function AccountMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? String(identity.fullName) : 'ra.auth.user_menu'} />;
}

export function AdminAppBar() {
  return <AppBar userMenu={<AccountMenu />} />;
}
