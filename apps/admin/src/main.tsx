import './styles/admin.css'
import '@shop/ui/styles.css'
import { startAdmin } from './app/start-admin'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// config.json sits beside index.html (base /admin/): index.html preloads it alongside the scripts.
void startAdmin(root, `${import.meta.env.BASE_URL}config.json`)
