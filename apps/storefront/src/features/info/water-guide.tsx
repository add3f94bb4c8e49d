/* Sections shared by the two water pages (plastic and glass): reading the label, types of water. */

/** How to read a bottled-water label. Renders an h2 section. */
export function WaterLabelSection() {
  return (
    <section className="info-section" aria-labelledby="acqua-etichetta">
      <h2 id="acqua-etichetta">Come leggere l’etichetta</h2>
      <p>
        Ogni acqua minerale riporta in etichetta da dove viene e cosa contiene. Ecco le voci principali, per
        confrontare le marche e trovare quella che ti piace di più.
      </p>
      <dl className="info-terms">
        <div>
          <dt>Fonte o sorgente</dt>
          <dd>Il nome della sorgente e il luogo in cui l’acqua viene imbottigliata.</dd>
        </div>
        <div>
          <dt>Residuo fisso a 180 °C</dt>
          <dd>
            La quantità di sali minerali che resta facendo evaporare un litro d’acqua, in milligrammi per
            litro (mg/l). In base a questo valore l’acqua si dice <em>minimamente mineralizzata</em> (fino a
            50 mg/l), <em>oligominerale</em> (fino a 500 mg/l), <em>mediominerale</em> (da 500 a 1.500 mg/l) o{' '}
            <em>ricca di sali minerali</em> (oltre 1.500 mg/l).
          </dd>
        </div>
        <div>
          <dt>Sodio</dt>
          <dd>
            Indicato in mg/l. La dicitura «povera di sodio» si usa per le acque con meno di 20 mg/l di sodio.
          </dd>
        </div>
        <div>
          <dt>pH</dt>
          <dd>
            Misura quanto l’acqua è acida o basica: 7 è il valore neutro, sotto 7 l’acqua è leggermente acida,
            sopra 7 leggermente basica.
          </dd>
        </div>
        <div>
          <dt>Durezza</dt>
          <dd>
            Dipende soprattutto da calcio e magnesio e si esprime in gradi francesi (°F): valori bassi
            indicano un’acqua «dolce», valori alti un’acqua «dura». Non tutte le etichette la riportano.
          </dd>
        </div>
        <div>
          <dt>Analisi, lotto e scadenza</dt>
          <dd>
            La data e il laboratorio dell’ultima analisi chimica, il lotto di produzione e la data entro cui
            consumare l’acqua preferibilmente.
          </dd>
        </div>
      </dl>
      <p className="info-muted">
        Se per motivi di salute devi scegliere un’acqua con caratteristiche particolari, chiedi consiglio al
        tuo medico: noi ti aiutiamo a trovare nel catalogo i prodotti con i valori che cerchi.
      </p>
    </section>
  )
}

/** Still, sparkling, lightly sparkling, naturally sparkling. Renders an h2 section. */
export function WaterTypesSection() {
  return (
    <section className="info-section" aria-labelledby="acqua-tipi">
      <h2 id="acqua-tipi">Naturale, frizzante o leggermente frizzante</h2>
      <dl className="info-terms">
        <div>
          <dt>Naturale</dt>
          <dd>Acqua liscia, senza bollicine: la più versatile, a tavola e durante la giornata.</dd>
        </div>
        <div>
          <dt>Frizzante</dt>
          <dd>Acqua a cui è aggiunta anidride carbonica, con bollicine ben presenti.</dd>
        </div>
        <div>
          <dt>Leggermente frizzante</dt>
          <dd>
            Con meno anidride carbonica, per chi ama una bollicina delicata. In etichetta può comparire anche
            come «lievemente frizzante».
          </dd>
        </div>
        <div>
          <dt>Effervescente naturale</dt>
          <dd>Acqua che contiene già alla sorgente la propria anidride carbonica.</dd>
        </div>
      </dl>
    </section>
  )
}
