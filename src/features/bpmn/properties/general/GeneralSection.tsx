import { useState } from 'react'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { XML_NAME, is, setProps } from '../shared/moddle'

/** General: id/key and name (spec §5 process key and name rules). */
export default function GeneralSection() {
  const { api, element, bo, model } = usePanel()
  const isProcess = is(bo, 'bpmn:Process')
  const [idError, setIdError] = useState<string>()
  const [nameError, setNameError] = useState<string>()

  const commitId = (value: string) => {
    const id = value.trim()
    if (!id) return setIdError(isProcess ? '流程标识不能为空' : '编号不能为空')
    // spec §5: only a valid XML name becomes the element id; anything else is not applied
    if (!XML_NAME.test(id)) return setIdError('须以字母或下划线开头，仅含字母、数字、-、_、. 或 $，未应用')
    const registry = api.modeler.get<{ get(id: string): unknown }>('elementRegistry')
    if (id !== bo.id && registry.get(id)) return setIdError(`编号 ${id} 已被使用，未应用`)
    setIdError(undefined)
    api.write([setProps(element, { id })])
  }

  const commitName = (value: string) => {
    if (isProcess && !value.trim()) return setNameError('流程名称不能为空')
    setNameError(undefined)
    api.write([setProps(element, { name: orUndefined(value) })])
  }

  return (
    <div>
      <Row label={isProcess ? '流程标识' : '编号'} error={idError}>
        <CommitInput
          aria-label={isProcess ? '流程标识' : '编号'}
          value={bo.id}
          onCommit={commitId}
          status={idError ? 'error' : undefined}
          // spec §5: the key is fixed once the model exists on the server
          disabled={isProcess && model?.id != null && model.id !== ''}
        />
      </Row>
      <Row label={isProcess ? '流程名称' : '名称'} error={nameError}>
        <CommitInput
          aria-label={isProcess ? '流程名称' : '名称'}
          value={bo.name}
          onCommit={commitName}
          status={nameError ? 'error' : undefined}
        />
      </Row>
      {isProcess && (
        <Row label="流程模型">
          <a href={`${import.meta.env.BASE_URL}bpm/manager/model`} target="_blank" rel="noopener noreferrer">
            流程模型管理
          </a>
        </Row>
      )}
    </div>
  )
}
