import { Form, Input, Radio } from 'antd'
import { createDictType, updateDictType, type DictTypeRow } from '../../../api/dictType'
import { DICT_TYPE } from '../../../utils/dict'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { ERROR_CODE, STATUS_ENABLED } from '../constants'
import { FormDialog } from './FormDialog'

export type DictTypeValues = Pick<DictTypeRow, 'name' | 'type' | 'status'> & { id?: number; remark?: string }

interface Props {
  open: boolean
  /** The row being edited (from GET /get), or undefined to create one. */
  row?: DictTypeRow
  onClose(): void
  onSaved(): void
}

export const NEW_DICT_TYPE: Partial<DictTypeValues> = { status: STATUS_ENABLED }

/** 添加字典类型 / 修改字典类型 (yudao system/dict/index.vue). The type key can't change once data hangs off it. */
export function DictTypeForm({ open, row, onClose, onSaved }: Props) {
  const statusOptions = useDictOptions(DICT_TYPE.COMMON_STATUS, toNumber)
  const editing = row !== undefined
  return (
    <FormDialog<DictTypeValues>
      title={editing ? '修改字典类型' : '添加字典类型'}
      open={open}
      initialValues={row ?? NEW_DICT_TYPE}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (editing ? updateDictType(values) : createDictType(values))}
      successText={editing ? '修改成功' : '新增成功'}
      fieldErrors={{ [ERROR_CODE.DICT_TYPE_NAME_DUPLICATE]: 'name', [ERROR_CODE.DICT_TYPE_TYPE_DUPLICATE]: 'type' }}
    >
      <Form.Item
        label="字典名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '字典名称不能为空' }]}
      >
        <Input placeholder="请输入字典名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="字典类型"
        name="type"
        rules={[{ required: true, whitespace: true, message: '字典类型不能为空' }]}
      >
        <Input placeholder="请输入字典类型" maxLength={100} disabled={editing} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={statusOptions} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  )
}
