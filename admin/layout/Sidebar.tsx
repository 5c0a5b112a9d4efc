import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';

/** On a phone the sidebar is a modal drawer (a dialog), which needs a name. */
export const Sidebar = (props: SidebarProps) => <RaSidebar {...props} slotProps={{ paper: { 'aria-label': 'Admin menu' } }} />;
