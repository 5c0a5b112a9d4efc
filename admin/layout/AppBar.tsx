import PersonIcon from '@mui/icons-material/Person';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { BRAND } from '../theme';
import { AppBarTools } from './LanguageMenu';

const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(props, ref) {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to="/admin/profile" ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('oasis.app.profile')}</ListItemText>
    </MenuItem>
  );
});

/** Header: the logo (to /admin/dashboard), the page title, the language, and the user's names and photo with Profile and Sign Out. */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      toolbar={<AppBarTools />}
      userMenu={
        <UserMenu>
          <ProfileItem />
          <Logout />
        </UserMenu>
      }
    >
      <Box
        component={Link}
        to="/admin/dashboard"
        aria-label={translate('oasis.app.home_link')}
        sx={{ color: '#fff', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.5, mr: 2, whiteSpace: 'nowrap' }}
      >
        Oasis <Box component="span" sx={{ color: BRAND.gold }}>Invest</Box>
      </Box>
      {/* The page title is the page's one h1; long titles end in an ellipsis on a phone. */}
      <TitlePortal component="h1" noWrap />
    </RaAppBar>
  );
}
