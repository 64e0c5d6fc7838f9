import { Edit, useTranslate } from 'react-admin';
import { PromotionForm, promotionPayload } from './PromotionForm';

/** A used code is switched off here rather than deleted, so its orders keep their history. */
export default function PromotionEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('hk.promotions.edit')} redirect="list" mutationMode="pessimistic" transform={promotionPayload} actions={false}>
      <PromotionForm />
    </Edit>
  );
}
