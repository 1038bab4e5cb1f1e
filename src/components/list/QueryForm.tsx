import { ReloadOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Form, Space, type FormInstance } from 'antd'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/react'

interface Props<T> {
  form: FormInstance<T>
  /** Hidden, not removed, when the toolbar hides the search: what was typed stays. */
  hidden?: boolean
  /** What 重置 goes back to (the page's default search). */
  initialValues?: Partial<T>
  onSearch(values: T): void
  children: ReactNode
}

/** The search bar above a list: fields, 搜索 and 重置 (back to the form's initial values, then search). */
export function QueryForm<T>({ form, hidden, initialValues, onSearch, children }: Props<T>) {
  const t = useT('common')
  return (
    <Form<T>
      form={form}
      name="query"
      layout="inline"
      hidden={hidden}
      initialValues={initialValues}
      onFinish={onSearch}
      style={{ rowGap: 12, marginBottom: 16 }}
      aria-label={t('search')}
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields()
              onSearch(form.getFieldsValue(true) as T)
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  )
}
