import { lazy } from 'react'

// bpmn-js loads only on the pages that show a diagram (spec: bpmn-js code stays off every other route).
export const ProcessDesigner = lazy(() => import('../../bpmn/designer/ProcessDesigner'))
export const ProcessViewer = lazy(() => import('../../bpmn/viewer/ProcessViewer'))
