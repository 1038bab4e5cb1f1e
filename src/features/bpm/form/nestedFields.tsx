/** The kinds that hold rules of their own and a value made of theirs (issue 43): form-create's group and subForm. */
import { useMemo } from 'react'
import { Button, Card, Form } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useT } from '../../../i18n/react'
import { gatesOf } from './control'
import { nestedRules } from './parse'
import { num, str } from './shapes'
import { defaultValues } from './values'
import type { FcRule } from './types'
import { RendererContext, useCtx, type NamePath, type RulesView } from './rendererContext'

/** What a nested field (group, subForm) renders with: its rules' renderer, its rule, where its value sits. */
interface NestedFieldProps {
  Rules: RulesView
  rule: FcRule
  prefix: NamePath
  disabled: boolean
}

/** form-create's group: a list of rows, each the group's rules, its value a list of objects. */
export function GroupField({ Rules, rule, prefix, disabled }: NestedFieldProps) {
  const t = useT('form')
  const ctx = useCtx()
  const rules = nestedRules(rule)
  const field = rule.field
  const max = num(rule.props?.max)
  const min = num(rule.props?.min) ?? 0
  const off = ctx.disabled || disabled || rule.props?.disabled === true
  const gates = useMemo(() => gatesOf(rules), [rules])
  if (!field) return null
  const name = [...prefix, field]
  return (
    <Form.Item label={rule.title || undefined} tooltip={str(rule.info)} required={!!rule.$required}>
      <Form.List
        name={name}
        rules={
          rule.$required
            ? [
                {
                  validator: async (_, rows?: unknown[]) =>
                    rows?.length
                      ? undefined
                      : Promise.reject(
                          new Error(
                            String(
                              typeof rule.$required === 'string'
                                ? rule.$required
                                : t('requiredChoice', { title: rule.title ?? field }),
                            ),
                          ),
                        ),
                },
              ]
            : undefined
        }
      >
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row) => (
              <Card
                key={row.key}
                size="small"
                style={{ marginBottom: 8 }}
                extra={
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    disabled={off || rows.length <= min}
                    onClick={() => remove(row.name)}
                  >
                    {t('removeRow')}
                  </Button>
                }
              >
                <RendererContext.Provider
                  value={{ ...ctx, gates, listBase: [...ctx.listBase, ...name, row.name], disabled: off }}
                >
                  <Rules rules={rules} prefix={[row.name]} />
                </RendererContext.Provider>
              </Card>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={off || (max !== undefined && max > 0 && rows.length >= max)}
              onClick={() => add(defaultValues(rules))}
            >
              {t('addRow')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}

/** form-create's subForm: its rules' values as one object under its field. */
export function SubFormField({ Rules, rule, prefix, disabled }: NestedFieldProps) {
  const ctx = useCtx()
  const rules = nestedRules(rule)
  const gates = useMemo(() => gatesOf(rules), [rules])
  if (!rule.field) return null
  const name = [...prefix, rule.field]
  return (
    <Form.Item label={rule.title || undefined} tooltip={str(rule.info)}>
      <Card size="small">
        <RendererContext.Provider
          value={{ ...ctx, gates, disabled: ctx.disabled || disabled || rule.props?.disabled === true }}
        >
          <Rules rules={rules} prefix={name} />
        </RendererContext.Provider>
      </Card>
    </Form.Item>
  )
}
