export { default } from '../../features/survey/pages/SurveyOverAll'
