import { useState } from 'react'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { XML_NAME, is, setProps } from '../shared/moddle'
import { useT } from '../../../../i18n/react'

/** General: id/key and name (spec §5 process key and name rules). */
export default function GeneralSection() {
  const { api, element, bo, model } = usePanel()
  const t = useT('bpmn')
  const isProcess = is(bo, 'bpmn:Process')
  const [idError, setIdError] = useState<string>()
  const [nameError, setNameError] = useState<string>()

  const commitId = (value: string) => {
    const id = value.trim()
    if (!id) return setIdError(isProcess ? t('processKeyRequired') : t('idRequired'))
    // spec §5: only a valid XML name becomes the element id; anything else is not applied
    if (!XML_NAME.test(id)) return setIdError(t('idInvalid'))
    const registry = api.modeler.get<{ get(id: string): unknown }>('elementRegistry')
    if (id !== bo.id && registry.get(id)) return setIdError(t('idTaken', { id }))
    setIdError(undefined)
    api.write([setProps(element, { id })])
  }

  const commitName = (value: string) => {
    if (isProcess && !value.trim()) return setNameError(t('processNameRequired'))
    setNameError(undefined)
    api.write([setProps(element, { name: orUndefined(value) })])
  }

  return (
    <div>
      <Row label={isProcess ? t('processKey') : t('elementId')} error={idError}>
        <CommitInput
          aria-label={isProcess ? t('processKey') : t('elementId')}
          value={bo.id}
          onCommit={commitId}
          status={idError ? 'error' : undefined}
          // spec §5: the key is fixed once the model exists on the server
          disabled={isProcess && model?.id != null && model.id !== ''}
        />
      </Row>
      <Row label={isProcess ? t('processName') : t('name')} error={nameError}>
        <CommitInput
          aria-label={isProcess ? t('processName') : t('name')}
          value={bo.name}
          onCommit={commitName}
          status={nameError ? 'error' : undefined}
        />
      </Row>
      {isProcess && (
        <Row label={t('processModel')}>
          <a href={`${import.meta.env.BASE_URL}bpm/manager/model`} target="_blank" rel="noopener noreferrer">
            {t('processModelManagement')}
          </a>
        </Row>
      )}
    </div>
  )
}
