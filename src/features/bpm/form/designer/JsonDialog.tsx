/** The form's JSON: read it, copy it, or paste one in (a bad paste is refused with its reason; the form stays). */
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd'
import { CopyOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { useT } from '../../../../i18n/react'
import type { FcOptions, FcRule } from '../types'
import type { DesignDoc } from './history'
import { optionsJson, readRulesJson, rulesJson, type PasteProblem } from './json'

interface Props {
  rules: readonly FcRule[]
  options: FcOptions
  onClose: () => void
  onApply: (doc: DesignDoc) => void
}

export function JsonDialog({ rules, options, onClose, onApply }: Props) {
  const t = useT('formDesigner')
  const { message } = App.useApp()
  const [rulesText, setRulesText] = useState(() => rulesJson(rules))
  const [optionsText, setOptionsText] = useState(() => optionsJson(options))
  const [problem, setProblem] = useState<string>()

  const say = (p: PasteProblem) =>
    p.key === 'jsonInvalid' ? t('jsonInvalid', { message: p.message }) : p.key === 'jsonRuleInvalid' ? t('jsonRuleInvalid', { index: p.index }) : t(p.key)

  const apply = () => {
    const pasted = readRulesJson(rulesText)
    if (!pasted.ok) return setProblem(say(pasted.problem))
    let nextOptions = pasted.options
    if (!nextOptions) {
      // the options box: kept as it was unless edited into another object
      try {
        const value: unknown = optionsText.trim() ? JSON.parse(optionsText) : {}
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return setProblem(t('jsonOptionsInvalid'))
        nextOptions = optionsText === optionsJson(options) ? options : (value as FcOptions)
      } catch (error) {
        return setProblem(`${t('jsonOptions')}: ${t('jsonInvalid', { message: (error as Error).message })}`)
      }
    }
    onApply({ rules: pasted.rules, options: nextOptions })
  }

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value)
      message.success(t('copied'))
    } catch {
      message.error(t('copyFailed'))
    }
  }

  return (
    <Modal
      open
      title={t('jsonTitle')}
      width="min(960px, 94vw)"
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Space>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button type="primary" onClick={apply}>
            {t('jsonApply')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('jsonHelp')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} className="fd-json-problem" role="alert" />}
      <JsonBox
        id="fd-json-rules"
        label={t('jsonRules')}
        rows={{ minRows: 10, maxRows: 22 }}
        value={rulesText}
        wrong={!!problem}
        onChange={(text) => {
          setRulesText(text)
          setProblem(undefined)
        }}
        onCopy={() => void copy(rulesText)}
      />
      <JsonBox
        id="fd-json-options"
        label={t('jsonOptions')}
        rows={{ minRows: 3, maxRows: 10 }}
        value={optionsText}
        onChange={(text) => {
          setOptionsText(text)
          setProblem(undefined)
        }}
        onCopy={() => void copy(optionsText)}
      />
    </Modal>
  )
}

/** One JSON text box with its label and copy button. */
function JsonBox(props: {
  id: string
  label: string
  rows: { minRows: number; maxRows: number }
  value: string
  wrong?: boolean
  onChange: (text: string) => void
  onCopy: () => void
}) {
  const t = useT('formDesigner')
  return (
    <>
      <div className="fd-json-head">
        <label htmlFor={props.id}>{props.label}</label>
        <Button size="small" icon={<CopyOutlined />} onClick={props.onCopy}>
          {t('copyJson')}
        </Button>
      </div>
      <Input.TextArea
        id={props.id}
        className="fd-code"
        translate="no"
        spellCheck={false}
        autoSize={props.rows}
        value={props.value}
        status={props.wrong ? 'error' : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  )
}
