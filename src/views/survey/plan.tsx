export { default } from '../../features/survey/pages/SurveyPlan'
