// Chinese texts of features/business (issue 25): the source and the type of its English twin (en.ts).
export default {
}
