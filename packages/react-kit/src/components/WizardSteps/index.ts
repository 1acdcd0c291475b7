export { WizardSteps, type WizardStepsProps, type WizardStepView } from './WizardSteps';
