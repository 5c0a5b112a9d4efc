import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { theme } from './theme';
import { i18nProvider } from './i18n';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/auth';
import { Layout } from './layout/Layout';
import { Dashboard } from './dashboard/Dashboard';
import projects from './projects';
import areas from './areas';
import developers from './developers';
import blogs from './blogs';
import guides from './investment-guides';
import testimonials from './testimonials';
import banners from './banners';
import locations from './taxonomy/locations';
import propertyTypes from './taxonomy/property-types';
import amenities from './taxonomy/amenities';
import users from './users';
import auditLogs from './audit-logs';
import { enquiries, mortgageEnquiries } from './leads';
import leadDeliveries from './leads/DeliveryList';
import { LeadSettingsEdit } from './leads/LeadSettingsEdit';
import { PageEditor } from './pages/PageEditor';
import { WhyDubaiEditor } from './pages/WhyDubaiEditor';
import { SettingsEdit } from './settings/SettingsEdit';
import { ProfilePage } from './profile/ProfilePage';
import { AccessDenied, NotFound, RequirePermission } from './guard';
import type { ComponentType } from 'react';
import type { PageName } from '../src/constants';

/** Spec page editors: route -> page_name and the title shown. */
const PAGE_ROUTES: { path: string; page: PageName; title: string }[] = [
  { path: '/page-home', page: 'home', title: 'Home page' },
  { path: '/project', page: 'project', title: 'Project page' },
  { path: '/area', page: 'area', title: 'Area page' },
  { path: '/developers', page: 'developers', title: 'Developers page' },
  { path: '/golden-visa', page: 'golden-visa', title: 'Golden Visa page' },
  { path: '/news-blog', page: 'news-blog', title: 'News & Blog page' },
  { path: '/about-us', page: 'about-us', title: 'About Us page' },
  { path: '/contact-us', page: 'contact-us', title: 'Contact Us page' },
  { path: '/page-terms-conditions', page: 'terms-conditions', title: 'Terms & Conditions page' },
  { path: '/page-privacy-policy', page: 'privacy-policy', title: 'Privacy Policy page' },
];

/** Spec resource routes: path -> screen and the permission it needs. */
const RESOURCE_ROUTES: { path: string; need: string; Screen: ComponentType }[] = [
  { path: '/project-list', need: 'projects.read', Screen: projects.list },
  { path: '/add-project', need: 'projects.create', Screen: projects.create },
  { path: '/:id/edit-project', need: 'projects.read', Screen: projects.edit },
  { path: '/area-list', need: 'areas.read', Screen: areas.list },
  { path: '/add-area', need: 'areas.create', Screen: areas.create },
  { path: '/:id/edit-area', need: 'areas.read', Screen: areas.edit },
  { path: '/developer-list', need: 'developers.read', Screen: developers.list },
  { path: '/add-developer', need: 'developers.create', Screen: developers.create },
  { path: '/:id/edit-developer', need: 'developers.read', Screen: developers.edit },
  { path: '/blog-list', need: 'blogs.read', Screen: blogs.list },
  { path: '/add-blog', need: 'blogs.create', Screen: blogs.create },
  { path: '/:id/edit-blog', need: 'blogs.read', Screen: blogs.edit },
  { path: '/investment-guides', need: 'investment-guides.read', Screen: guides.list },
  { path: '/add-investment-guides', need: 'investment-guides.create', Screen: guides.create },
  { path: '/:id/edit-investment-guides', need: 'investment-guides.read', Screen: guides.edit },
  { path: '/location-list', need: 'locations.read', Screen: locations.list },
  { path: '/property-type', need: 'property-types.read', Screen: propertyTypes.list },
  { path: '/amenities-list', need: 'amenities.read', Screen: amenities.list },
  { path: '/testimonial', need: 'testimonials.read', Screen: testimonials.list },
  { path: '/enquiry', need: 'enquiries.read', Screen: enquiries.list },
  { path: '/mortgage-enquiry', need: 'mortgage-enquiries.read', Screen: mortgageEnquiries.list },
];

export function AdminApp() {
  return (
    <Admin
      basename="/admin"
      disableTelemetry
      title="Oasis Invest"
      theme={theme}
      i18nProvider={i18nProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      layout={Layout}
      dashboard={Dashboard}
      catchAll={NotFound}
      accessDenied={AccessDenied}
      requireAuth
    >
      <Resource name="projects" {...projects} />
      <Resource name="areas" {...areas} />
      <Resource name="developers" {...developers} />
      <Resource name="blogs" {...blogs} />
      <Resource name="investment-guides" {...guides} />
      <Resource name="testimonials" {...testimonials} />
      <Resource name="banners" {...banners} />
      <Resource name="locations" {...locations} />
      <Resource name="property-types" {...propertyTypes} />
      <Resource name="amenities" {...amenities} />
      <Resource name="enquiries" {...enquiries} />
      <Resource name="mortgage-enquiries" {...mortgageEnquiries} />
      <Resource name="lead-deliveries" {...leadDeliveries} />
      <Resource name="lead-settings" />
      <Resource name="users" {...users} />
      <Resource name="audit-logs" {...auditLogs} />
      <Resource name="pages" />
      <Resource name="settings" />
      <CustomRoutes>
        <Route path="/dashboard" element={<RequirePermission need="dashboard.read"><Dashboard /></RequirePermission>} />
        {RESOURCE_ROUTES.map(({ path, need, Screen }) => (
          <Route key={path} path={path} element={<RequirePermission need={need}><Screen /></RequirePermission>} />
        ))}
        {PAGE_ROUTES.map(({ path, page, title }) => (
          <Route key={path} path={path} element={<RequirePermission need="pages.read"><PageEditor key={page} pageName={page} title={title} /></RequirePermission>} />
        ))}
        <Route path="/page-why-dubai" element={<RequirePermission need="pages.read"><WhyDubaiEditor /></RequirePermission>} />
        <Route path="/lead-settings" element={<RequirePermission need="lead-settings.update"><LeadSettingsEdit /></RequirePermission>} />
        <Route path="/settings" element={<RequirePermission need="settings.read"><SettingsEdit /></RequirePermission>} />
        <Route path="/profile" element={<ProfilePage />} />
      </CustomRoutes>
    </Admin>
  );
}
