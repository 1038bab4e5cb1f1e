import { App, Form, Modal, type FormInstance } from 'antd'
import { useEffect, useState, type ReactNode } from 'react'
import { ApiError } from '../../../api/http/errors'

export interface FormDialogProps<T> {
  title: string
  open: boolean
  /** What the form starts with when it opens (and the id an update sends back). */
  initialValues: Partial<T>
  onClose(): void
  /** Sends the values. Rejecting keeps the dialog open with everything the user typed. */
  onSubmit(values: T): Promise<unknown>
  /** Called after a successful save (reload the list, refresh dictionaries…). */
  onSaved(): void
  successText: string
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
  fieldErrors = {},
  children,
}: FormDialogProps<T>) {
  const [form] = Form.useForm<T>()
  const [saving, setSaving] = useState(false)
  const { message } = App.useApp()

  // The form store outlives the dialog: on reopening, rc-field-form merges the new initialValues UNDER the previous
  // opening's (now undefined) values, so an edit after an add showed empty fields. Start each opening afresh.
  useEffect(() => {
    if (open) form.resetFields()
  }, [open, form])

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
      message.success(successText)
      onSaved()
      onClose()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const field = fieldErrors[error.code]
      if (field) form.setFields([{ name: field as never, errors: [error.message] }])
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title={title}
      open={open}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText="确 定"
      cancelText="取 消"
      width={560}
      // Each opening starts from initialValues: the closed dialog's fields unmount and (preserve=false) leave the store.
      destroyOnHidden
      maskClosable={false}
    >
      <Form
        form={form}
        name="dialog"
        initialValues={initialValues}
        preserve={false}
        labelCol={{ flex: '96px' }}
        wrapperCol={{ flex: 1 }}
        labelWrap
      >
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  )
}
