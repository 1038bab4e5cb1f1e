import Modeler from 'bpmn-js/lib/Modeler'
import TokenSimulationModule from 'bpmn-js-token-simulation'
import MinimapModule from 'diagram-js-minimap'
import translateModule from '../modules/translate/customTranslate'
import simulationTranslateModule from '../modules/translate/simulation'
import batchModule from '../modules/batch'
import labelLimitModule from '../modules/labelLimit'
import { moddleExtensionsFor, type Prefix } from '../moddle/dialects'
import { keepUnknownDialectElements } from '../moddle/vendorContent'
import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css'
import 'diagram-js-minimap/assets/diagram-js-minimap.css'

/** The designer's modeler: labels in the interface's language, one-undo-step batches, token simulation, minimap, the dialect's moddle. */
export function createModeler(prefix: Prefix): Modeler {
  const modeler = new Modeler({
    additionalModules: [translateModule, batchModule, labelLimitModule, TokenSimulationModule, simulationTranslateModule, MinimapModule],
    moddleExtensions: moddleExtensionsFor(prefix),
    minimap: { open: false },
  })
  keepUnknownDialectElements(modeler.get('moddle'), prefix)
  return modeler
}
