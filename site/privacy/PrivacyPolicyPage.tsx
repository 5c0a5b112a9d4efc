import { ContentPage } from '../pages/ContentPage';
import { PrivacyRequestForm } from './PrivacyRequestForm';
import { WhatWeKeep } from './WhatWeKeep';

/** /privacy-policy: the policy staff write, what we keep (from the same records as docs/privacy.md), and a person's requests. */
export function PrivacyPolicyPage() {
  return (
    <>
      <ContentPage />
      <WhatWeKeep />
      <PrivacyRequestForm />
    </>
  );
}
