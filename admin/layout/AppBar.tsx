import PersonIcon from '@mui/icons-material/Person';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { BRAND } from '../theme';

const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/admin/profile" ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Profile</ListItemText>
    </MenuItem>
  );
});

/** Header: the logo (to /admin/dashboard), the page title, and the user's names and photo with Profile and Sign Out. */
export function AppBar() {
  return (
    <RaAppBar
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
        aria-label="Oasis Invest admin dashboard"
        sx={{ color: '#fff', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.5, mr: 2, whiteSpace: 'nowrap' }}
      >
        Oasis <Box component="span" sx={{ color: BRAND.gold }}>Invest</Box>
      </Box>
      {/* The page title is the page's one h1; long titles end in an ellipsis on a phone. */}
      <TitlePortal component="h1" noWrap />
    </RaAppBar>
  );
}
