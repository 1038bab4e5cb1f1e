export { default } from '../../features/survey/pages/SurveyHome'
