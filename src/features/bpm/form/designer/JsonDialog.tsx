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
      <div className="fd-json-head">
        <label htmlFor="fd-json-rules">{t('jsonRules')}</label>
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(rulesText)}>
          {t('copyJson')}
        </Button>
      </div>
      <Input.TextArea
        id="fd-json-rules"
        className="fd-code"
        translate="no"
        spellCheck={false}
        autoSize={{ minRows: 10, maxRows: 22 }}
        value={rulesText}
        status={problem ? 'error' : undefined}
        onChange={(e) => {
          setRulesText(e.target.value)
          setProblem(undefined)
        }}
      />
      <div className="fd-json-head">
        <label htmlFor="fd-json-options">{t('jsonOptions')}</label>
        <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(optionsText)}>
          {t('copyJson')}
        </Button>
      </div>
      <Input.TextArea
        id="fd-json-options"
        className="fd-code"
        translate="no"
        spellCheck={false}
        autoSize={{ minRows: 3, maxRows: 10 }}
        value={optionsText}
        onChange={(e) => {
          setOptionsText(e.target.value)
          setProblem(undefined)
        }}
      />
    </Modal>
  )
}
