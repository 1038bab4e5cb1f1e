import { useState } from 'react'
import { CommitInput, Row, orUndefined } from '../shared/fields'
import { usePanel } from '../shared/PanelContext'
import { XML_NAME, is, setProps } from '../shared/moddle'
import { useT } from '../../../../i18n/react'
import type { MessageKey, Values } from '../../../../i18n'

type Message = [key: MessageKey<'bpmn'>, values?: Values]

/** General: id/key and name (spec §5 process key and name rules). */
export default function GeneralSection() {
  const { api, element, bo, model } = usePanel()
  const t = useT('bpmn')
  const isProcess = is(bo, 'bpmn:Process')
  // the errors as messages, said in the language shown (a switch while one shows re-says it)
  const [idError, setIdError] = useState<Message>()
  const [nameError, setNameError] = useState<Message>()
  const say = (m?: Message) => m && t(...m)

  const commitId = (value: string) => {
    const id = value.trim()
    if (!id) return setIdError([isProcess ? 'processKeyRequired' : 'idRequired'])
    // spec §5: only a valid XML name becomes the element id; anything else is not applied
    if (!XML_NAME.test(id)) return setIdError(['idInvalid'])
    const registry = api.modeler.get<{ get(id: string): unknown }>('elementRegistry')
    if (id !== bo.id && registry.get(id)) return setIdError(['idTaken', { id }])
    setIdError(undefined)
    api.write([setProps(element, { id })])
  }

  const commitName = (value: string) => {
    if (isProcess && !value.trim()) return setNameError(['processNameRequired'])
    setNameError(undefined)
    api.write([setProps(element, { name: orUndefined(value) })])
  }

  return (
    <div>
      <Row label={isProcess ? t('processKey') : t('elementId')} error={say(idError)}>
        <CommitInput
          aria-label={isProcess ? t('processKey') : t('elementId')}
          value={bo.id}
          onCommit={commitId}
          status={idError ? 'error' : undefined}
          // spec §5: the key is fixed once the model exists on the server
          disabled={isProcess && model?.id != null && model.id !== ''}
        />
      </Row>
      <Row label={isProcess ? t('processName') : t('name')} error={say(nameError)}>
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
