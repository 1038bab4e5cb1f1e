import type { App } from 'antd'

type ModalApi = ReturnType<typeof App.useApp>['modal']

/** Resolves true when the user confirms (spec §8 removal confirmations). */
export function confirmRemove(modal: ModalApi, content: string): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: '提示',
      content,
      okText: '确 认',
      cancelText: '取 消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    })
  })
}
