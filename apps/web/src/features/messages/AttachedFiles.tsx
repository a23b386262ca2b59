import type { AttachedFile } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { openFile } from './attachmentFiles.ts'

/** A message's files, opened here: images previewed, anything else offered to save. */
export function AttachedFiles({ files }: { files: AttachedFile[] }) {
  return (
    <ul className="attached-files">
      {files.map((file) => (
        <li key={file.id}>
          <AttachedFileView file={file} />
        </li>
      ))}
    </ul>
  )
}

function AttachedFileView({ file }: { file: AttachedFile }) {
  const opened = useQuery({
    queryKey: ['message-attachment', file.id],
    queryFn: ({ signal }) => openFile(file, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!opened.data) return
    const next = URL.createObjectURL(opened.data)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [opened.data])
  if (opened.isError) return <span>{t('groups.files.unreadable', { name: file.name })}</span>
  if (!url)
    return (
      <span className="attached-files__placeholder" role="status">
        {t('groups.files.opening', { name: file.name })}
      </span>
    )
  if (file.type.startsWith('image/'))
    return <img className="attached-files__image" src={url} alt={file.name} />
  return (
    <a href={url} download={file.name}>
      {t('groups.files.save', { name: file.name })}
    </a>
  )
}
