import { POST_MAX_LENGTH, type Post } from '@agora/domain'
import { useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useUpdatePost } from './data.ts'

/** Edits a post's text in place. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const [content, setContent] = useState(post.content)
  const update = useUpdatePost()
  const counterId = useId()
  const tooLong = content.length > POST_MAX_LENGTH
  const blank = content.trim().length === 0

  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (tooLong || blank) return
        update.mutate({ postId: post.id, content }, { onSuccess: onDone })
      }}
    >
      <textarea
        className="text-input"
        aria-label={t('posts.edit.textLabel')}
        aria-describedby={counterId}
        value={content}
        rows={4}
        onChange={(event) => setContent(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this text
        autoFocus
      />
      <div className="inline-form__row">
        <span id={counterId} className="char-count" data-over={tooLong || undefined}>
          {content.length} / {POST_MAX_LENGTH}
        </span>
        <Button variant="ghost" size="small" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="small" disabled={tooLong || blank || update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
      {update.isError && (
        <p className="form-error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </form>
  )
}
