import type { App } from 'antd'
import { translate } from '../../../../i18n'

type ModalApi = ReturnType<typeof App.useApp>['modal']

/** Resolves true when the user confirms (spec §8 removal confirmations). */
export function confirmRemove(modal: ModalApi, content: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: translate('bpmn', 'tip'),
      content,
      okText: translate('bpmn', 'confirmOk'),
      cancelText: translate('bpmn', 'confirmCancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    })
  })
}
