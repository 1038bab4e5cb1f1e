// Tests' way to render a form as the pages do: inside the app's antd providers (locale, theme, App context).
import { render } from '@testing-library/react'
import { Form, type FormInstance } from 'antd'
import AntdProviders from '../../../../components/AntdProviders'
import { FormRenderer, type FormRendererProps } from '../FormRenderer'
import type { FcRule } from '../types'
import { toVariables } from '../values'

type Extra = Partial<Pick<FormRendererProps, 'options' | 'fieldPermissions' | 'initialValues' | 'disabled'>>

/** Renders `rules`; hands back the form's antd instance and what the start page would send for what it holds now. */
export function renderForm(rules: FcRule[], extra: Extra = {}) {
  let instance!: FormInstance
  function Harness() {
    const [form] = Form.useForm()
    instance = form
    return (
      <AntdProviders>
        <FormRenderer rules={rules} form={form} {...extra} />
      </AntdProviders>
    )
  }
  const view = render(<Harness />)
  const variables = () => toVariables(rules, instance.getFieldsValue(true) as Record<string, unknown>)
  return { ...view, form: () => instance, variables }
}
