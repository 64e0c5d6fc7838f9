import { Rating, Typography } from '@mui/material';
import { Datagrid, DeleteWithConfirmButton, FunctionField, List, SearchInput, TextField, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../lib/format';

interface ReviewRow {
  id: number;
  customerName: string;
  date: string;
  rating: number;
  comment: string;
  menuId: number;
  menuName: string;
}

function NoReviews() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.reviews.empty')}
    </Typography>
  );
}

function DeleteReviewButton() {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <DeleteWithConfirmButton
      label=""
      aria-label={translate('hk.reviews.deleteTitle')}
      confirmTitle="hk.reviews.deleteTitle"
      confirmContent="hk.reviews.deleteConfirm"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify('hk.reviews.deleted', { type: 'success' }),
        onError: () => notify('hk.reviews.deleteFailed', { type: 'error' }),
      }}
    />
  );
}

export default function ReviewList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('hk.reviews.title')}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('hk.reviews.search')} />]}
      sort={{ field: 'date', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoReviews />}>
        <TextField source="customerName" label={translate('hk.reviews.customerName')} />
        <FunctionField<ReviewRow> label={translate('hk.reviews.date')} sortBy="date" render={(review) => formatDateTime(review.date)} />
        <TextField source="menuName" label={translate('hk.reviews.dish')} />
        <FunctionField<ReviewRow>
          label={translate('hk.reviews.rating')}
          sortBy="rating"
          render={(review) => <Rating value={review.rating} max={5} readOnly size="small" />}
        />
        <TextField source="comment" label={translate('hk.reviews.comment')} sortable={false} />
        <DeleteReviewButton />
      </Datagrid>
    </List>
  );
}
