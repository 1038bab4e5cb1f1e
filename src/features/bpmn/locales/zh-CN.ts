// Chinese texts of features/bpmn (issue 25): the source and the type of its English twin (en.ts).
export default {
}
