import { ORDER_TEXT_MAX_LENGTH } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useOrderAction } from './data.ts'

/** The buyer's 1–5 star rating and comment, once the order is completed. */
export function ReviewForm({ orderId }: { orderId: string }) {
  const review = useOrderAction(orderId, 'review')
  const [rating, setRating] = useState(5)
  const [comment, setComment] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    review.mutate({ rating, comment })
  }
  return (
    <form className="form order-form" onSubmit={submit} aria-label={t('orders.reviewForm.label')}>
      <h3>{t('orders.reviewForm.title')}</h3>
      <fieldset className="rating-input">
        <legend className="field__label">{t('orders.reviewForm.rating')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="rating-input__star">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">{value <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">
              {t('orders.reviewForm.stars', { count: value })}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="review-comment">
          {t('orders.reviewForm.comment')}
        </label>
        <textarea
          id="review-comment"
          className="field__input field__textarea"
          maxLength={ORDER_TEXT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {review.isError && (
        <p className="field__error" role="alert">
          {errorMessage(review.error)}
        </p>
      )}
      <Button type="submit" disabled={review.isPending}>
        {t('orders.reviewForm.submit')}
      </Button>
    </form>
  )
}
