import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { theme } from './theme';
import { i18nProvider } from './i18n';
import { createDataProvider } from './providers/dataProvider';
import { authProvider } from './providers/auth';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { Dashboard } from './dashboard/Dashboard';
import { ProfilePage } from './profile/ProfilePage';
import { TypedLeadCreate } from './leads/TypedLeadCreate';
import { SpecPathsProvider } from './common/paths';
import { AccessDenied, NotFound, RequirePermission } from './guard';
import { MEDIA_RESOURCES, RESOURCES, RESOURCE_ROUTES, SPEC_PATHS } from './resources';

const dataProvider = createDataProvider(MEDIA_RESOURCES);

/** The back-office: every resource, route and path comes from the registry (admin/resources.tsx). */
export function AdminApp() {
  return (
    <SpecPathsProvider table={SPEC_PATHS}>
      <Admin
        basename="/admin"
        disableTelemetry
        title="Oasis Invest"
        theme={theme}
        i18nProvider={i18nProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        layout={Layout}
        notification={Notification}
        dashboard={Dashboard}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        requireAuth
      >
        {RESOURCES.map(({ name, screens }) => (
          <Resource key={name} name={name} {...screens} />
        ))}
        <CustomRoutes>
          <Route path="/dashboard" element={<RequirePermission access={{ resource: 'dashboard', action: 'list' }}><Dashboard /></RequirePermission>} />
          {RESOURCE_ROUTES.map(({ resource, path, action, element, Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <ResourceContextProvider value={resource}>
                  <RequirePermission access={{ resource, action }}>{Screen ? <Screen /> : element}</RequirePermission>
                </ResourceContextProvider>
              }
            />
          ))}
          <Route path="/profile" element={<ProfilePage />} />
          {/* Leads typed by staff (issue 28) */}
          <Route path="/enquiry/new-typed" element={<RequirePermission access={{ resource: 'enquiries', action: 'edit' }}><TypedLeadCreate /></RequirePermission>} />
        </CustomRoutes>
      </Admin>
    </SpecPathsProvider>
  );
}
