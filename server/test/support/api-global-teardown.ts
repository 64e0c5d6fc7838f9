import { removeTemplate, TEMPLATE_ENV } from './migrated-template';

/** Jest's global teardown for the API tests: the template of api-global-setup.ts goes. */
export default function tearDownApiRun(): void {
  const template = process.env[TEMPLATE_ENV];
  if (template) removeTemplate(template);
}
