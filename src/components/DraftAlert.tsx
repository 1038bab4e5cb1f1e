import { Alert, Button, Space } from 'antd'

/**
 * Work kept from an earlier visit, offered back (a process form's input, a designer's autosaved draft): what was kept
 * and when (the title), then 恢复 / 放弃 in the caller's words.
 */
export function DraftAlert({
  title,
  restoreText,
  discardText,
  onRestore,
  onDiscard,
  className,
  testId,
}: {
  title: string
  restoreText: string
  discardText: string
  onRestore(): void
  onDiscard(): void
  className?: string
  testId?: string
}) {
  return (
    <Alert
      type="info"
      showIcon
      className={className}
      data-testid={testId}
      style={className ? undefined : { marginBottom: 16 }}
      title={title}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            {restoreText}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {discardText}
          </Button>
        </Space>
      }
    />
  )
}
