import { Create, useTranslate } from 'react-admin';
import { NEW_PLAN, planPayload } from './plan-form';
import { TiffinPlanForm } from './TiffinPlanForm';

/** New plan; saving opens the plan's page, where its dish by cook date is chosen. */
export default function TiffinPlanCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate('hk.tiffinPlans.createTitle')} redirect="edit" transform={planPayload} record={NEW_PLAN}>
      <TiffinPlanForm />
    </Create>
  );
}
