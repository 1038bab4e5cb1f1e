import { Form, Input, Radio } from 'antd'
import { createConfig, updateConfig, type ConfigRow } from '../../../api/config'
import { DictTag } from '../../../components/DictTag'
import { DICT_TYPE } from '../../../utils/dict'
import { CONFIG_TYPE, ERROR_CODE } from '../constants'
import { toBoolean, useDictOptions } from '../../../hooks/useDictOptions'
import { FormDialog } from './FormDialog'

export type ConfigValues = Pick<ConfigRow, 'category' | 'name' | 'key' | 'value' | 'visible'> &
  Partial<Pick<ConfigRow, 'id' | 'type' | 'remark'>>

interface Props {
  open: boolean
  /** The entry being edited (from GET /get), or undefined to create one. */
  row?: ConfigRow
  onClose(): void
  onSaved(): void
}

export const NEW_CONFIG: Partial<ConfigValues> = { visible: true }

/**
 * 添加参数 / 修改参数 (yudao infra/config). The server decides the type: what the user adds is custom, built-in entries
 * come with the system — so the type is shown, not chosen.
 */
export function ConfigForm({ open, row, onClose, onSaved }: Props) {
  const visibleOptions = useDictOptions(DICT_TYPE.INFRA_BOOLEAN_STRING, toBoolean)
  const editing = row !== undefined
  return (
    <FormDialog<ConfigValues>
      title={editing ? '修改参数' : '添加参数'}
      open={open}
      initialValues={row ?? NEW_CONFIG}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (editing ? updateConfig(values) : createConfig(values))}
      successText={editing ? '修改成功' : '新增成功'}
      fieldErrors={{ [ERROR_CODE.CONFIG_KEY_DUPLICATE]: 'key' }}
    >
      <Form.Item
        label="参数分类"
        name="category"
        rules={[{ required: true, whitespace: true, message: '参数分类不能为空' }]}
      >
        <Input placeholder="请输入参数分类" maxLength={50} />
      </Form.Item>
      <Form.Item
        label="参数名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '参数名称不能为空' }]}
      >
        <Input placeholder="请输入参数名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="参数键名"
        name="key"
        rules={[{ required: true, whitespace: true, message: '参数键名不能为空' }]}
      >
        <Input placeholder="请输入参数键名" maxLength={100} />
      </Form.Item>
      <Form.Item label="参数键值" name="value" rules={[{ required: true, message: '参数键值不能为空' }]}>
        <Input.TextArea placeholder="请输入参数键值" maxLength={500} autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label="参数类型" extra={editing ? undefined : '新增的参数均为自定义参数'}>
        <DictTag type={DICT_TYPE.INFRA_CONFIG_TYPE} value={row?.type ?? CONFIG_TYPE.CUSTOM} />
      </Form.Item>
      <Form.Item label="是否可见" name="visible">
        <Radio.Group options={visibleOptions} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  )
}
