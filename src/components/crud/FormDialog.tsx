import { Alert, App, Button, Form, Modal, type FormInstance } from 'antd'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ApiError } from '../../api/http/errors'
import { text, type Text } from '../../i18n'
import { useLanguage, useT } from '../../i18n/react'
import { useSession } from '../../stores/session'
import { formatDateTime } from '../../utils/format'
import { clearFormDraft, draftKey, readFormDraft, writeFormDraft } from './formDraft'
import { reportFailure } from '../uncaught'

export interface FormDialogProps<T> {
  /** The title and the texts below are `Text`s (a string, or `msg(…)`), said in the current language. */
  title: Text
  open: boolean
  /** What the form starts with when it opens (and the id an update sends back). */
  initialValues: Partial<T>
  onClose(): void
  /** Sends the values. Rejecting keeps the dialog open with everything the user typed. */
  onSubmit(values: T): Promise<unknown>
  /** Called after a successful save (reload the list, refresh dictionaries…). */
  onSaved(): void
  successText: Text
  /** The confirm button (确 定 unless said, e.g. 保存计划). */
  okText?: Text
  width?: number
  /** Labels above the fields (the survey forms) instead of beside them. */
  vertical?: boolean
  /** Keep unsaved input as a draft (issue 10). Off for forms with date pickers: a draft holds JSON, not dayjs. */
  drafts?: boolean
  /** Server error codes that belong to one field: the server's message is shown under that field. */
  fieldErrors?: Record<number, keyof T & string>
  children: ReactNode | ((form: FormInstance<T>) => ReactNode)
}

/**
 * The create/edit dialog of the system pages: validates before sending; when the server refuses, the request layer has
 * already shown its message and the dialog stays open with the user's input (issue 6: shared behaviour).
 */
export function FormDialog<T extends object>({
  title,
  open,
  initialValues,
  onClose,
  onSubmit,
  onSaved,
  successText,
  okText,
  width = 560,
  vertical = false,
  drafts = true,
  fieldErrors = {},
  children,
}: FormDialogProps<T>) {
  const t = useT('common')
  // In em, so the labels' column grows with 关怀模式's larger type; English labels are longer ("Parameter value").
  const labelWidth = useLanguage() === 'en' ? '10em' : '7em'
  const [form] = Form.useForm<T>()
  const [saving, setSaving] = useState(false)
  const { message } = App.useApp()
  const { pathname } = useLocation()
  const userId = useSession((s) => s.user?.id)
  const shownTitle = text(title)
  // The draft's key names the dialog by the title it had when it opened: a language switch while it is open changes
  // the title shown, not the place of the user's input.
  const [opening, setOpening] = useState({ open, title: shownTitle })
  if (opening.open !== open) setOpening({ open, title: open ? shownTitle : opening.title })
  const key = draftKey({ userId, path: pathname, title: opening.title, id: (initialValues as { id?: unknown }).id })
  const [restoredAt, setRestoredAt] = useState<number>()

  // The form store outlives the dialog: on reopening, rc-field-form merges the new initialValues UNDER the previous
  // opening's (now undefined) values, so an edit after an add showed empty fields. Start each opening afresh — with
  // what the user typed before, if that was never saved (the session ended mid-work, issue 10).
  useEffect(() => {
    if (!open) return
    form.resetFields()
    const draft = drafts ? readFormDraft<T>(key) : undefined
    if (draft) form.setFieldsValue(draft.values as never)
    setRestoredAt(draft?.savedAt)
  }, [open, form, key, drafts])

  const close = () => {
    clearFormDraft(key) // closing the dialog discards its input, as before
    onClose()
  }

  const discardDraft = () => {
    clearFormDraft(key)
    form.resetFields()
    setRestoredAt(undefined)
  }

  async function submit() {
    let values: T
    try {
      values = await form.validateFields()
    } catch {
      return // the form shows what is missing
    }
    setSaving(true)
    try {
      await onSubmit({ ...initialValues, ...values })
      message.success(text(successText))
      onSaved()
      close()
    } catch (error) {
      // The dialog stays open with what the user typed; the request layer has said why.
      reportFailure(error)
      const field = error instanceof ApiError ? fieldErrors[error.code] : undefined
      if (field) form.setFields([{ name: field as never, errors: [(error as ApiError).message] }])
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={shownTitle}
      open={open}
      onOk={submit}
      onCancel={close}
      confirmLoading={saving}
      okText={okText === undefined ? t('dialogOk') : text(okText)}
      cancelText={t('dialogCancel')}
      width={width}
      // Each opening starts from initialValues: the closed dialog's fields unmount and (preserve=false) leave the store.
      destroyOnHidden
      maskClosable={false}
    >
      <Form
        form={form}
        name="dialog"
        initialValues={initialValues}
        preserve={false}
        layout={vertical ? 'vertical' : 'horizontal'}
        labelCol={vertical ? undefined : { flex: labelWidth }}
        wrapperCol={vertical ? undefined : { flex: 1 }}
        labelWrap
        onValuesChange={() => drafts && writeFormDraft(key, form.getFieldsValue(true) as Partial<T>)}
      >
        {restoredAt !== undefined && (
          <Alert
            type="info"
            showIcon
            className="form-dialog-draft"
            style={{ marginBottom: 16 }}
            title={t('draftRestored', { time: formatDateTime(restoredAt) })}
            action={
              <Button size="small" type="link" onClick={discardDraft}>
                {t('discardDraft')}
              </Button>
            }
          />
        )}
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  )
}
