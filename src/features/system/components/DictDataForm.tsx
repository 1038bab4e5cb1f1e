import { Form, Input, InputNumber, Radio, Select } from 'antd'
import { createDictData, updateDictData, type DictDataRow } from '../../../api/dict'
import { DICT_TYPE } from '../../../utils/dict'
import { COLOR_TYPE_OPTIONS, ERROR_CODE, STATUS_ENABLED } from '../constants'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { FormDialog } from './FormDialog'

export type DictDataValues = Pick<DictDataRow, 'dictType' | 'label' | 'value' | 'sort' | 'status'> &
  Partial<Pick<DictDataRow, 'id' | 'colorType' | 'cssClass' | 'remark'>>

interface Props {
  open: boolean
  /** The entry being edited (from GET /get), or a new entry's defaults (its dictionary type). */
  initialValues: Partial<DictDataValues>
  onClose(): void
  onSaved(): void
}

/** Defaults of a new entry of `dictType`. */
export const newDictData = (dictType: string): Partial<DictDataValues> => ({
  dictType,
  sort: 0,
  status: STATUS_ENABLED,
})

/** 添加字典数据 / 修改字典数据 (yudao system/dict/data.vue). */
export function DictDataForm({ open, initialValues, onClose, onSaved }: Props) {
  const statusOptions = useDictOptions(DICT_TYPE.COMMON_STATUS, toNumber)
  const editing = initialValues.id !== undefined
  return (
    <FormDialog<DictDataValues>
      title={editing ? '修改字典数据' : '添加字典数据'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => (editing ? updateDictData(values) : createDictData(values))}
      successText={editing ? '修改成功' : '新增成功'}
      fieldErrors={{ [ERROR_CODE.DICT_DATA_VALUE_DUPLICATE]: 'value' }}
    >
      <Form.Item label="字典类型" name="dictType">
        <Input disabled />
      </Form.Item>
      <Form.Item
        label="数据标签"
        name="label"
        rules={[{ required: true, whitespace: true, message: '数据标签不能为空' }]}
      >
        <Input placeholder="请输入数据标签" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="数据键值"
        name="value"
        rules={[{ required: true, whitespace: true, message: '数据键值不能为空' }]}
      >
        <Input placeholder="请输入数据键值" maxLength={100} />
      </Form.Item>
      <Form.Item label="显示排序" name="sort" rules={[{ required: true, message: '数据顺序不能为空' }]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={statusOptions} />
      </Form.Item>
      {/* yudao stores "no colour" as '': show the placeholder for it. */}
      <Form.Item
        label="颜色类型"
        name="colorType"
        getValueProps={(v: string | undefined) => ({ value: v || undefined })}
      >
        <Select options={COLOR_TYPE_OPTIONS} placeholder="请选择颜色类型" allowClear />
      </Form.Item>
      <Form.Item label="CSS Class" name="cssClass">
        <Input placeholder="请输入 CSS Class" maxLength={100} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  )
}
