import { useTranslation } from '../../i18n/use-translation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messageOf } from '../../lib/api-client';
import type { Order, OrderItem } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { profileApi, type MyReview } from './profile-api';
import { REVIEW_MESSAGES, validateReview } from './review-rules';
import '../../i18n/sections/reviews';

type Reviews = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; byItem: Map<number, MyReview> };

/** Ratings are out of five. Shown on delivered orders only. */
export function ReviewSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [reviews, setReviews] = useState<Reviews>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    profileApi
      .myReviews()
      .then((mine) => current && setReviews({ state: 'ready', byItem: new Map(mine.map((review) => [review.orderItemId, review])) }))
      .catch(() => current && setReviews({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [order.id]);

  const remember = (review: MyReview) =>
    setReviews((previous) =>
      previous.state === 'ready' ? { state: 'ready', byItem: new Map(previous.byItem).set(review.orderItemId, review) } : previous,
    );

  return (
    <Box component="section" aria-labelledby="review-heading" sx={{ mt: 4 }}>
      <Typography id="review-heading" component="h2" variant="h6" fontWeight={700} gutterBottom>
        {t('reviews.title')}
      </Typography>
      {reviews.state === 'loading' && <Typography role="status">{t('reviews.loading')}</Typography>}
      {reviews.state === 'failed' && (
        <Alert severity="error" role="alert">
          {t('reviews.loadFailed')}
        </Alert>
      )}
      {reviews.state === 'ready' && (
        <Stack spacing={2}>
          {order.orderItems.map((item) => {
            const existing = reviews.byItem.get(item.id);
            return existing ? (
              <SubmittedReview key={item.id} review={existing} />
            ) : (
              <ReviewForm key={item.id} item={item} onSaved={remember} />
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

function SubmittedReview({ review }: { review: MyReview }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="submitted-review">
      <Typography fontWeight={600}>{review.menuName}</Typography>
      <Rating value={review.rating} readOnly size="small" aria-label={t('reviews.ratingOf', { rating: review.rating })} />
      {review.comment && <Typography sx={{ mt: 0.5 }}>{review.comment}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('reviews.reviewedOn', { date: formatDateTime(review.date) })}
      </Typography>
    </Paper>
  );
}

function ReviewForm({ item, onSaved }: { item: OrderItem; onSaved: (review: MyReview) => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const ratingLabelId = `${ids}-rating-label`;
  const ratingErrorId = `${ids}-rating-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateReview(rating, comment);
    setErrors(found);
    if (found.rating || found.comment || rating === null) return;
    setBusy(true);
    try {
      const saved = await profileApi.addReview({ orderItemId: item.id, rating, comment: comment.trim() });
      onSaved({ ...saved, menuName: saved.menuName ?? item.menuName });
    } catch (caught) {
      setFailure(messageOf(caught, t(REVIEW_MESSAGES.failed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      aria-label={t('reviews.reviewDish', { dish: item.menuName })}
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Stack spacing={1.5}>
        <Typography fontWeight={600}>{item.menuName}</Typography>
        <Box>
          <Typography id={ratingLabelId} variant="body2" color="text.secondary">
            {t('reviews.yourRating')}
          </Typography>
          <Rating
            name={`rating-${item.id}`}
            size="large"
            value={rating}
            onChange={(_, next) => {
              setRating(next);
              setErrors((current) => ({ ...current, rating: undefined }));
            }}
            getLabelText={(stars) => t('reviews.stars', { count: stars })}
            emptyLabelText={t('reviews.noRating')}
            aria-labelledby={ratingLabelId}
            aria-describedby={errors.rating ? ratingErrorId : undefined}
          />
          {errors.rating && (
            <FormHelperText id={ratingErrorId} error role="alert">
              {t(errors.rating)}
            </FormHelperText>
          )}
        </Box>
        <TextField
          label={t('reviews.yourReview')}
          name={`comment-${item.id}`}
          multiline
          minRows={2}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setErrors((current) => ({ ...current, comment: undefined }));
          }}
          error={Boolean(errors.comment)}
          helperText={errors.comment && t(errors.comment)}
          slotProps={{ formHelperText: { role: errors.comment ? 'alert' : undefined } }}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {busy ? t('reviews.submitting') : t('reviews.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
