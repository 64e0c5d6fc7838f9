import { Create, useTranslate } from 'react-admin';
import { PromotionForm, promotionPayload } from './PromotionForm';

export default function PromotionCreate() {
  const translate = useTranslate();
  return (
    <Create
      title={translate('hk.promotions.create')}
      redirect="list"
      transform={promotionPayload}
      record={{ kind: 'PERCENT', minOrder: 0, active: true, firstOrderOnly: false }}
    >
      <PromotionForm />
    </Create>
  );
}
