import { msg } from '../../i18n'
import type { FormDef } from './types'
import { SchemaFields } from './fields'
import { FormDialog } from './FormDialog'

interface Props<R> {
  form: FormDef<R>
  open: boolean
  /** The record to edit (as loaded); without it, a new one from `form.defaults`. */
  row?: Partial<R>
  /** The list's current search, for defaults that depend on it. */
  query?: unknown
  onClose(): void
  onSaved(): void
}

/** The create/edit dialog of a form description: its titles, fields and calls, 新增成功 / 修改成功. */
export function EntityForm<R>({ form, open, row, query, onClose, onSaved }: Props<R>) {
  const editing = row !== undefined
  const defaults = typeof form.defaults === 'function' ? form.defaults(query as never) : form.defaults
  return (
    <FormDialog<Partial<R>>
      title={editing ? form.titles.edit : form.titles.create}
      open={open}
      width={form.width}
      initialValues={row ?? defaults}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (editing ? form.update(values) : form.create(values))}
      successText={editing ? msg('common', 'editSuccess') : msg('common', 'addSuccess')}
      fieldErrors={form.fieldErrors as Record<number, keyof Partial<R> & string>}
    >
      <SchemaFields fields={form.fields} mode={editing ? 'edit' : 'create'} />
    </FormDialog>
  )
}
