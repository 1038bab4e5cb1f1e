import { PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Input, Popconfirm, Space } from 'antd'
import { useState } from 'react'
import { deleteRecord, getMyRecordPage, type SurveyRecord } from '../../../api/survey'
import { DEFAULT_PAGE, Pagination } from '../../../components/table'
import { useLoad } from '../../portal/hooks/useLoad'
import { RecordDialog } from '../components/RecordDialog'
import { RecordTable } from '../components/RecordTable'

/** 我的调研: the surveys I recorded; create, edit, delete. */
export default function SurveyMyResearch() {
  const { message } = App.useApp()
  const [paging, setPaging] = useState(DEFAULT_PAGE)
  const [name, setName] = useState('')
  const [editing, setEditing] = useState<SurveyRecord | 'new'>()
  const { data, loading, reload } = useLoad(() => getMyRecordPage({ ...paging, enterpriseName: name || undefined }), [paging, name])

  const remove = async (row: SurveyRecord) => {
    try {
      await deleteRecord(row.id)
      message.success('已删除')
      void reload()
    } catch {
      // The request layer has shown why.
    }
  }

  return (
    <Card
      title="我的调研"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增调研记录
        </Button>
      }
    >
      <Input.Search
        placeholder="按企业名称查找"
        allowClear
        style={{ width: 320, marginBottom: 16 }}
        onSearch={(v) => (setName(v.trim()), setPaging({ ...paging, pageNo: 1 }))}
      />
      <RecordTable
        rows={data?.list}
        loading={loading}
        extra={[
          {
            title: '操作',
            width: 130,
            render: (_, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除这条调研记录吗？" onConfirm={() => void remove(row)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pagination total={data?.total ?? 0} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
      <RecordDialog
        open={!!editing}
        record={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined)
          void reload()
        }}
      />
    </Card>
  )
}
