import '@shop/ui/styles.css'
import './styles/driver.css'
import { registerServiceWorker } from './app/register-service-worker'
import { startDriver } from './app/start-driver'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// config.json sits beside index.html (base /driver/): index.html preloads it alongside the scripts.
void startDriver(root, `${import.meta.env.BASE_URL}config.json`)
if (import.meta.env.PROD) registerServiceWorker(import.meta.env.BASE_URL)
